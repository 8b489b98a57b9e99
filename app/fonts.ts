// Inter, self-hosted from the @fontsource-variable/inter package; next/font adds a size-matched fallback (no layout shift).
import localFont from 'next/font/local'

export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})
