/**
 * The reviews module's public surface: its routes. Ratings per shop are counted by the database
 * (`shop_ratings`, kept by a trigger on reviews), so other modules read that table, not this one.
 */
export { reviewsRoutes } from './routes';
