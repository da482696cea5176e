declare module "*.mdx" {
  import type { Frontmatter } from "~/lib/content/frontmatter";
  export const frontmatter: Frontmatter;
  const MDXComponent: (props: Record<string, unknown>) => JSX.Element;
  export default MDXComponent;
}
