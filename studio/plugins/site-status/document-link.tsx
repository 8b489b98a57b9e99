// A published document as the Studio previews it (its title and subtitle), linking to its editor, with a note beneath.
import { Box, Card, Flex, Stack, Text } from '@sanity/ui'
import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Preview, useSchema } from 'sanity'
import { useIntentLink } from 'sanity/router'

export function DocumentLink({ id, type, children }: { id: string; type: string; children: ReactNode }) {
  const schemaType = useSchema().get(type)
  const { href, onClick } = useIntentLink({ intent: 'edit', params: { id, type } })
  return (
    <Card
      as="a"
      href={href}
      onClick={onClick}
      flex={1}
      radius={2}
      padding={1}
      data-document-id={id}
      __unstable_focusRing
    >
      <Flex align="center" gap={2}>
        <Stack gap={2} flex={1}>
          {schemaType ? (
            <Preview schemaType={schemaType} value={{ _id: id, _type: type }} layout="default" />
          ) : (
            <Box padding={2}>
              <Text>{id}</Text>
            </Box>
          )}
          <Box paddingX={2} paddingBottom={2}>
            {children}
          </Box>
        </Stack>
        <Text muted>
          <ChevronRight size="1em" aria-hidden />
        </Text>
      </Flex>
    </Card>
  )
}
