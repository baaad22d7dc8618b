import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** An e-mail that may register with access, without paying (kept lowercased). */
@Entity({ name: 'pre_approved_emails' })
export class PreApprovedEmailEntity {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  email!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
