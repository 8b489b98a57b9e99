// Icon picker: the allowed lucide icons as a grid of buttons, each showing the icon and its name.
import { Button, Flex, Grid, Text } from '@sanity/ui'
import { useCallback } from 'react'
import { set, unset, type StringInputProps } from 'sanity'
import { Icon } from '../../components/ui/icon'
import { iconNames, iconNodes } from '../../lib/presets/icons'

export function IconInput({ value, onChange, readOnly }: StringInputProps) {
  const choose = useCallback((name: string) => onChange(name === value ? unset() : set(name)), [onChange, value])
  return (
    <Grid gridTemplateColumns={[2, 3, 4]} gap={2} data-testid="icon-input">
      {iconNames.map((name) => {
        return (
          <Button
            key={name}
            mode={name === value ? 'default' : 'ghost'}
            tone={name === value ? 'primary' : 'default'}
            disabled={readOnly}
            onClick={() => choose(name)}
            aria-pressed={name === value}
            padding={3}
          >
            <Flex align="center" gap={2}>
              <Icon node={iconNodes[name]} className="" />
              <Text size={1}>{name}</Text>
            </Flex>
          </Button>
        )
      })}
    </Grid>
  )
}
