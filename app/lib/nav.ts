/**
 * Header navigation: the spec's seven links in its order, with Insights (the articles) after
 * Use Cases (record 109).
 */
export const mainNav = [
  { to: "/", label: "Home" },
  { to: "/solutions", label: "Industries" },
  { to: "/products", label: "Products" },
  { to: "/use-cases", label: "Use Cases" },
  { to: "/insights", label: "Insights" },
  { to: "/careers", label: "Careers" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact Us" },
] as const;

/** The legal pages, linked in the footer beside the spec's plain-text names (record 109). */
export const legalNav = [
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
] as const;

/** Footer links (spec §2 Layout). */
export const footerNav = [
  { to: "/about", label: "About Us" },
  { to: "/careers", label: "Careers" },
  { to: "/contact", label: "Contact Us" },
  { to: "/solutions", label: "By Industry" },
  { to: "/products", label: "Products" },
] as const;
