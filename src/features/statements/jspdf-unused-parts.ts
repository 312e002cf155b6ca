/**
 * What jsPDF would load for its `html()` and SVG images (html2canvas, canvg, DOMPurify), which
 * statements never use (decision 045): vite.config.ts points those imports here, so the build
 * holds none of their 250 KB, and html2canvas (CommonJS) does not pull the bundler's module
 * runtime out of the entry into a chunk of its own (+0.2 KB on every page's first load).
 */
export default function unused(): never {
  throw new Error('Statements draw with jsPDF alone: html(), SVG and sanitising are not bundled.');
}
