import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row: the content cache version the clients compare (spec 2: POST /api/force-cache-clear). */
@Entity({ name: 'cache_state' })
export class CacheStateEntity {
  @PrimaryColumn({ type: 'smallint' })
  id!: number;

  @Column({ type: 'bigint' })
  version!: string;

  @Column({ name: 'refreshed_at', type: 'timestamptz' })
  refreshedAt!: Date;
}
