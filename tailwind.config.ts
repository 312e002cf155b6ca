import type { Config } from 'tailwindcss';

// The theme's home, but for the colours (src/index.css, @theme: they must be variables too).
// Loaded from src/index.css with `@config`.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      fontFamily: {
        sans: ['Inter', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
      },
      borderRadius: { card: '1rem' },
    },
  },
} satisfies Config;
