/** Header navigation, in the order the spec lists it. */
export const mainNav = [
  { to: "/", label: "Home" },
  { to: "/solutions", label: "Industries" },
  { to: "/products", label: "Products" },
  { to: "/use-cases", label: "Use Cases" },
  { to: "/careers", label: "Careers" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact Us" },
] as const;

/** Footer links (spec §2 Layout). */
export const footerNav = [
  { to: "/about", label: "About Us" },
  { to: "/careers", label: "Careers" },
  { to: "/contact", label: "Contact Us" },
  { to: "/solutions", label: "By Industry" },
  { to: "/products", label: "Products" },
] as const;
