import { type ReactNode, useId } from 'react';
import { Box } from '../../atoms/Box/Box';
import { Heading } from '../../atoms/Heading/Heading';
import { Stack } from '../../atoms/Stack/Stack';
import * as styles from './Card.css';

export interface CardProps {
  /** The card's heading, which also names its region. */
  title: string;
  /** In a grid of cards: take the whole row from the large breakpoint up. */
  span?: 'cell' | 'row';
  children: ReactNode;
}

/** A titled card: a named region with its heading, on the surface colour with a border. */
export function Card({ title, span = 'cell', children }: CardProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      className={span === 'row' ? styles.fullRow : undefined}
      background="surface"
      borderStyle="solid"
      borderWidth="standard"
      borderColor="standard"
      borderRadius="medium"
      padding="large"
      minWidth="0"
    >
      <Stack space="medium">
        <Heading level={3} as="h2" id={headingId}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
