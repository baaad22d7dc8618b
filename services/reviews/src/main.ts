import { bootstrapService } from '@reto/platform';
import { loadReviewsConfig } from './reviews.config.js';

await bootstrapService('reviews', async () => (await import('./app.module.js')).AppModule, loadReviewsConfig);
