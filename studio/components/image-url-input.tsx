// The default URL field with a preview of the photo underneath, so editors see what they linked.
import { Card, Stack, Text } from '@sanity/ui'
import type { StringInputProps } from 'sanity'

export function ImageUrlInput(props: StringInputProps) {
  const { value } = props
  return (
    <Stack gap={3}>
      {props.renderDefault(props)}
      {value ? (
        <Card radius={2} overflow="hidden" border data-testid="image-url-preview">
          <img
            src={`${value}?w=640&q=70&auto=format`}
            alt="Preview of the linked photo"
            style={{ display: 'block', width: '100%', maxHeight: 240, objectFit: 'cover' }}
          />
        </Card>
      ) : (
        <Text size={1} muted data-testid="image-url-preview">
          Paste a photo URL to see a preview.
        </Text>
      )}
    </Stack>
  )
}
