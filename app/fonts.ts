// Inter, self-hosted: the file `npm run fonts` cuts from @fontsource-variable/inter to the content's characters and the
// weights in use; next/font adds a size-matched fallback (no layout shift).
import localFont from 'next/font/local'

export const inter = localFont({
  src: '../.content/fonts/inter.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})
