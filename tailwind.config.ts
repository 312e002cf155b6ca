import type { Config } from 'tailwindcss';

// The theme's home. Loaded from src/index.css with `@config`.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      fontFamily: {
        sans: ['Inter', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
      },
      colors: {
        brand: {
          50: '#eef4ff',
          100: '#dbe6fe',
          200: '#bfd3fe',
          300: '#93b4fd',
          400: '#6090fa',
          500: '#3b6cf6',
          600: '#2550eb',
          700: '#1d3fd8',
          800: '#1e36af',
          900: '#1e328a',
          950: '#172154',
        },
      },
      borderRadius: { card: '1rem' },
    },
  },
} satisfies Config;
