/** Stylesheets imported as text (esbuild's `text` loader), for the renderer's shadow roots. */
declare module '*.css' {
  const text: string;
  export default text;
}
