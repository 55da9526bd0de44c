import { Container, type ContainerProps } from '@mantine/core';

/** The standard content width and padding of a page. */
export function PageContainer({ children, ...rest }: ContainerProps) {
  return (
    <Container size="lg" px={{ base: 'md', sm: 'lg' }} py={{ base: 'lg', sm: 'xl' }} {...rest}>
      {children}
    </Container>
  );
}
