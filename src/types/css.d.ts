declare module "*.module.css" {
  const classes: { readonly [name: string]: string };
  export = classes;
}
declare module "*.css";
declare module "prismjs/components/index.js" {
  export default function loadLanguages(languages: string[]): void;
}
