import { Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ThermySourceLink } from './thermyStream';

/** The pages an answer is grounded in: the app's own pages in place, public pages in a new tab. */
export function ThermySources({ sources }: { sources: ThermySourceLink[] }) {
  if (sources.length === 0) return null;
  return (
    <>
      <Text fontSize="sm" fontWeight="semibold" mt="2">
        Sources
      </Text>
      <List.Root fontSize="sm" ps="4">
        {sources.map((source) => (
          <List.Item key={source.url}>
            {source.url.startsWith('/') ? (
              <Link asChild colorPalette="brand" variant="underline">
                <RouterLink to={source.url}>{source.title}</RouterLink>
              </Link>
            ) : (
              <Link href={source.url} target="_blank" rel="noopener noreferrer" colorPalette="brand" variant="underline">
                {source.title}
              </Link>
            )}
          </List.Item>
        ))}
      </List.Root>
    </>
  );
}
