import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("solutions", "routes/solutions.tsx"),
  route("solutions/:slug", "routes/solution.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:slug", "routes/product.tsx"),
  route("use-cases", "routes/use-cases.tsx"),
  route("use-cases/:slug", "routes/use-case.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("case-studies/:slug", "routes/case-study.tsx"),
  route("careers", "routes/careers.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("api/quotes", "routes/api.quotes.ts"),
  route("api/demo-requests", "routes/api.demo-requests.ts"),
  route("api/contact-messages", "routes/api.contact-messages.ts"),
  route("api/applications", "routes/api.applications.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
