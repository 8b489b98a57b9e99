// Responsive image URLs on the stock-photo host, built from size, crop, quality and format parameters.
import { portfolioImage, stockImageSrcSet, stockImageUrl } from '@/lib/images/stock-image'

const photo = 'https://images.unsplash.com/photo-1551288049-bebda4e38f71'

describe('stockImageUrl', () => {
  it('asks the host for a cropped, compressed image of the given size in the best format', () => {
    const url = new URL(stockImageUrl(photo, 800, 500))
    expect(url.protocol).toBe('https:')
    expect(url.hostname).toBe('images.unsplash.com')
    expect(url.pathname).toBe('/photo-1551288049-bebda4e38f71')
    expect(Object.fromEntries(url.searchParams)).toEqual({ w: '800', h: '500', fit: 'crop', q: '70', auto: 'format' })
  })

  it('writes the parameters in a stable order', () => {
    expect(stockImageUrl(photo, 400, 250)).toBe(`${photo}?w=400&h=250&fit=crop&q=70&auto=format`)
  })

  it('uses the quality it is given', () => {
    expect(new URL(stockImageUrl(photo, 400, 250, 45)).searchParams.get('q')).toBe('45')
  })

  it('drops any parameters already on the editor’s URL', () => {
    const url = new URL(stockImageUrl(`${photo}?ixlib=rb-4.0.3&w=3000&q=100&fm=jpg`, 640, 400))
    expect([...url.searchParams.keys()]).toEqual(['w', 'h', 'fit', 'q', 'auto'])
    expect(url.searchParams.get('w')).toBe('640')
  })
})

describe('stockImageSrcSet', () => {
  it('offers one candidate per width, each with the height that keeps the aspect ratio', () => {
    const candidates = stockImageSrcSet(photo, [400, 640, 800, 1200], 1.6).split(', ')
    expect(candidates).toHaveLength(4)
    const parsed = candidates.map((candidate) => {
      const [href, descriptor] = candidate.split(' ')
      const url = new URL(href!)
      return [descriptor, url.searchParams.get('w'), url.searchParams.get('h')]
    })
    expect(parsed).toEqual([
      ['400w', '400', '250'],
      ['640w', '640', '400'],
      ['800w', '800', '500'],
      ['1200w', '1200', '750'],
    ])
  })

  it('rounds heights to whole pixels', () => {
    expect(stockImageSrcSet(photo, [500], 16 / 9)).toBe(`${photo}?w=500&h=281&fit=crop&q=70&auto=format 500w`)
  })

  it('covers the portfolio card at its own width with the card’s 8:5 shape', () => {
    const { width, height, widths } = portfolioImage
    expect(widths).toContain(width)
    expect(stockImageSrcSet(photo, widths, width / height)).toContain(
      `${stockImageUrl(photo, width, height)} ${width}w`,
    )
  })
})
