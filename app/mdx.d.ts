declare module "*.mdx" {
  import type { Frontmatter } from "~/features/content-pages/frontmatter";
  export const frontmatter: Frontmatter;
  const MDXComponent: (props: Record<string, unknown>) => JSX.Element;
  export default MDXComponent;
}
