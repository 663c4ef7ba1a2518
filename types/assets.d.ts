// Style imports handled by rspack: CSS modules give a class map, plain CSS is a side effect.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
// Text files imported whole (`docs/page.md?raw`): the build inlines them as strings.
declare module '*?raw' {
  const text: string;
  export default text;
}
