// Gradient picker: the presets as swatches that show the colours the site will render.
import { Box, Button, Flex, Grid, Text } from '@sanity/ui'
import { set, unset, type StringInputProps } from 'sanity'
import { gradientNames, gradientPresets } from '../../lib/presets/gradients'

export function GradientInput({ value, onChange, readOnly }: StringInputProps) {
  return (
    <Grid gridTemplateColumns={[1, 2, 3]} gap={2} data-testid="gradient-input">
      {gradientNames.map((name) => {
        const { title, swatch } = gradientPresets[name]
        const selected = name === value
        return (
          <Button
            key={name}
            mode={selected ? 'default' : 'ghost'}
            tone={selected ? 'primary' : 'default'}
            disabled={readOnly}
            aria-pressed={selected}
            onClick={() => onChange(selected ? unset() : set(name))}
            padding={2}
          >
            <Flex align="center" gap={2}>
              <Box
                style={{
                  width: 40,
                  height: 24,
                  borderRadius: 4,
                  background: `linear-gradient(135deg, ${swatch[0]}, ${swatch[1]})`,
                }}
              />
              <Text size={1}>{title}</Text>
            </Flex>
          </Button>
        )
      })}
    </Grid>
  )
}
