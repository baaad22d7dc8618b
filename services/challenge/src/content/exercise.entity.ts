import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WorkoutUnitEntity } from './workout-unit.entity.js';

@Entity({ name: 'exercises' })
export class ExerciseEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'unit_id', type: 'integer' })
  unitId!: number;

  @ManyToOne(() => WorkoutUnitEntity, (unit) => unit.exercises)
  @JoinColumn({ name: 'unit_id' })
  unit?: WorkoutUnitEntity;

  @Column({ type: 'integer' })
  position!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'integer' })
  duration!: number;

  /** Sets to do; each is `reps` repetitions or `workSeconds` of work (one of them is set). */
  @Column({ type: 'integer', default: 1 })
  sets!: number;

  @Column({ type: 'integer', nullable: true })
  reps!: number | null;

  @Column({ name: 'work_seconds', type: 'integer', nullable: true })
  workSeconds!: number | null;

  /** Rest after each set, and before the next exercise. */
  @Column({ name: 'rest_seconds', type: 'integer', default: 0 })
  restSeconds!: number;

  /** The exercise's technique card (frontend technique-cards.ts), whatever its title says. */
  @Column({ name: 'technique_key', type: 'varchar', length: 80, nullable: true })
  techniqueKey!: string | null;

  @Column({ name: 'video_id', type: 'varchar', length: 11, default: '' })
  videoId!: string;

  @Column({ name: 'video_id_male', type: 'varchar', length: 11, default: '' })
  videoIdMale!: string;

  @Column({ name: 'video_id_female', type: 'varchar', length: 11, default: '' })
  videoIdFemale!: string;
}
