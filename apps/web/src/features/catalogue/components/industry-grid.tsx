import { Card, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { QueryErrorState } from '../../../ui/error-state';
import { ShopImage } from '../../../ui/shop-image';
import { useIndustries } from '../api/get-industries';
import classes from './industry-grid.module.css';

/** Every industry as a picture card with its shop count, linking to its search. */
export function IndustryGrid() {
  const industries = useIndustries();

  if (industries.isError) {
    return <QueryErrorState query={industries} />;
  }

  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
      {industries.isPending
        ? Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} radius="lg" className={classes.media} />
          ))
        : industries.data.map((industry) => (
            <Card
              key={industry.id}
              component={Link}
              to={paths.search.getHref({ industryId: industry.id })}
              withBorder
              radius="lg"
              padding={0}
              className={classes.card}
            >
              <div className={classes.media}>
                <ShopImage
                  src={industry.imageUrl}
                  name={industry.name}
                  sizes="(max-width: 47.99em) 50vw, (max-width: 61.99em) 33vw, 280px"
                  // The industries' pictures are the demo's own, 480 px wide.
                  largest={480}
                />
              </div>
              <div className={classes.body}>
                <Text fw={700} size="lg">
                  {industry.name}
                </Text>
                {industry.shopCount !== undefined && (
                  <Text size="sm" c="dimmed">
                    {/* An industry no shop offers yet is coming, not empty. */}
                    {industry.shopCount > 0 ? `${industry.shopCount} 間店家` : '即將推出'}
                  </Text>
                )}
              </div>
            </Card>
          ))}
    </SimpleGrid>
  );
}
