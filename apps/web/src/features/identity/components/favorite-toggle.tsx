import { Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthToken } from '../../../lib/auth-token';
import { IconHeart } from '../../../ui/icons';
import { favoriteShopIdsQueryOptions, useFavoriteShopIds } from '../api/get-favorite-shop-ids';
import { useToggleFavorite } from '../api/set-favorite';
import classes from './favorite-toggle.module.css';

/** Props of {@link FavoriteToggle}. */
export interface FavoriteToggleProps {
  shopId: number;
  /** Asks a signed-out visitor to sign in; resolves true once they have. */
  requestSignIn: () => Promise<boolean>;
}

/** The heart on a shop page: favourite or unfavourite; signed-out visitors sign in first. */
export function FavoriteToggle({ shopId, requestSignIn }: FavoriteToggleProps) {
  const token = useAuthToken();
  const queryClient = useQueryClient();
  const toggleFavorite = useToggleFavorite();
  const ids = useFavoriteShopIds();
  const [error, setError] = useState<string | null>(null);
  const isFavorite = token !== null && (ids.data ?? []).includes(shopId);

  const set = (favorite: boolean) => {
    setError(null);
    toggleFavorite(shopId, favorite).catch((e: unknown) =>
      setError(e instanceof Error && e.message ? e.message : '收藏失敗，請稍後再試'),
    );
  };

  const onClick = async () => {
    if (token) {
      set(!isFavorite);
      return;
    }
    if (!(await requestSignIn())) return;
    // The visitor asked to favourite: do so unless their account already has it.
    const current = await queryClient
      .fetchQuery(favoriteShopIdsQueryOptions())
      .catch(() => [] as number[]);
    if (!current.includes(shopId)) set(true);
  };

  return (
    <Group gap={6} wrap="nowrap">
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {/* A plain button: Mantine's ActionIcon would add 1.2 KB gzip to the shop page. */}
      <button
        type="button"
        className={classes.heart}
        aria-pressed={isFavorite}
        aria-label={isFavorite ? '取消收藏' : '加入收藏'}
        data-testid="favorite-toggle"
        onClick={() => void onClick()}
      >
        <IconHeart size={20} fill={isFavorite ? 'currentColor' : 'none'} />
      </button>
    </Group>
  );
}
