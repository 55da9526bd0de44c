import { SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AvatarImage } from '../../../ui/avatar-image';
import { QueryErrorState } from '../../../ui/error-state';
import { StatusIcon } from '../../../ui/status-icon';
import { IconChevronRight } from '../../../ui/icons';
import { useIndustries } from '../api/get-industries';
import classes from './industry-shortcuts.module.css';

/** Round shortcuts to the industries that have shops (美髮, 美甲, ...), each opening a search. */
export function IndustryShortcuts() {
  const industries = useIndustries();

  if (industries.isError) {
    return <QueryErrorState query={industries} />;
  }

  return (
    <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="sm" verticalSpacing="md">
      {industries.isPending
        ? Array.from({ length: 6 }, (_, i) => (
            <Stack key={i} align="center" gap={6}>
              <Skeleton circle height={64} />
              <Skeleton height={14} width={48} />
            </Stack>
          ))
        : // An industry without a public shop would open an empty search: not offered here
          // (所有分類 lists every industry with its count).
          industries.data
            .filter((industry) => industry.shopCount !== 0)
            .map((industry) => (
              <UnstyledButton
                key={industry.id}
                component={Link}
                to={paths.search.getHref({ industryId: industry.id })}
                className={classes.tile}
              >
                <AvatarImage src={industry.imageUrl} name={industry.name} size={64} />
                <Text size="sm" fw={600}>
                  {industry.name}
                </Text>
              </UnstyledButton>
            ))}
      {!industries.isPending && (
        <UnstyledButton component={Link} to={paths.industries.getHref()} className={classes.tile}>
          <StatusIcon size={64}>
            <IconChevronRight size={26} />
          </StatusIcon>
          <Text size="sm" fw={600}>
            所有分類
          </Text>
        </UnstyledButton>
      )}
    </SimpleGrid>
  );
}
