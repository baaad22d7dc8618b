import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The trainer's prompt for one day of the programme ("Día 12: ¿cómo te fue la rutina de hoy?"). */
@Entity({ name: 'daily_prompts' })
export class DailyPromptEntity {
  @PrimaryColumn({ type: 'smallint' }) day!: number;
  @Column({ type: 'varchar', length: 280 }) text!: string;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt!: Date;
}
