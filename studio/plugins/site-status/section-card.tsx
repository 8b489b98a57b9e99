// One titled section of the Site tool: a bordered card whose heading names it for assistive technology.
import { Card, Heading, Stack, type CardTone } from '@sanity/ui'
import { useId, type ReactNode } from 'react'

export function SectionCard({
  heading,
  tone = 'default',
  children,
}: {
  heading: string
  tone?: CardTone
  children: ReactNode
}) {
  const id = useId()
  return (
    <Card as="section" aria-labelledby={id} border radius={3} padding={4} tone={tone}>
      <Stack gap={4}>
        <Heading as="h2" size={1} id={id}>
          {heading}
        </Heading>
        {children}
      </Stack>
    </Card>
  )
}
