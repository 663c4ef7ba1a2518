// Style imports handled by rspack: CSS modules give a class map, plain CSS is a side effect.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
