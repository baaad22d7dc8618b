import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A member's access to one edition ("each challenge requires a unique payment"). */
@Entity({ name: 'enrolments' })
export class EnrolmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  /** Null until the account with this e-mail exists (paid before registering). */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ name: 'edition_number', type: 'integer' })
  editionNumber!: number;

  @Column({ name: 'start_date', type: 'date' })
  startDate!: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate!: string;

  /** payment | pre_approved | admin | demo */
  @Column({ type: 'varchar', length: 32 })
  source!: string;

  /** The payment id, registration, or grant key: one enrolment per source id. */
  @Column({ name: 'source_id', type: 'varchar', length: 200, unique: true })
  sourceId!: string;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
