// A function's text for an inline script (build/scriptText.ts).
declare module '*?script' {
  const text: string;
  export default text;
}
