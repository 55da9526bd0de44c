import { Group, Skeleton } from '@mantine/core';
import { ChoiceChip } from '../../../ui/choice-chip';
import { useIndustries } from '../api/get-industries';
import classes from './industry-filter.module.css';

/** Props of {@link IndustryFilter}. */
export interface IndustryFilterProps {
  selectedId: number | null;
  onChange: (industryId: number | null) => void;
}

/** One-choice industry filter buttons (`全部`, `美髮`, ...), scrolling sideways on phones. */
export function IndustryFilter({ selectedId, onChange }: IndustryFilterProps) {
  const industries = useIndustries();
  const options = [
    { id: null, name: '全部' },
    ...(industries.data ?? []).map((i) => ({ id: i.id, name: i.name })),
  ];

  return (
    <div className={classes.scroller} data-testid="industry-filter" role="group" aria-label="分類">
      {industries.isPending ? (
        <Group gap="xs" wrap="nowrap">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={30} width={64} radius="xl" />
          ))}
        </Group>
      ) : (
        options.map((option) => (
          <ChoiceChip
            key={option.id ?? 'all'}
            selected={option.id === selectedId}
            onClick={() => onChange(option.id)}
          >
            {option.name}
          </ChoiceChip>
        ))
      )}
    </div>
  );
}
