// PostCSS: Tailwind CSS v4.
const config = { plugins: { '@tailwindcss/postcss': {} } }

export default config
