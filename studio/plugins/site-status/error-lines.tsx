// A build's own error lines, as a labelled figure: the build report's and the local site's first build's.
import { Card, Stack, Text } from '@sanity/ui'
import { Code } from '@sanity/ui/code'
import { useId } from 'react'

export function ErrorLines({ label, lines }: { label: string; lines: string }) {
  const labelId = useId()
  return (
    <Stack gap={2}>
      <Text size={1} weight="semibold" id={labelId}>
        {label}
      </Text>
      <Card
        as="figure"
        aria-labelledby={labelId}
        radius={2}
        padding={3}
        border
        tone="default"
        overflow="auto"
        style={{ margin: 0 }}
      >
        <Code size={1} style={{ whiteSpace: 'pre-wrap' }}>
          {lines}
        </Code>
      </Card>
    </Stack>
  )
}
