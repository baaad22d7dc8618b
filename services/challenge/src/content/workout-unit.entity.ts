import { Column, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { ExerciseEntity } from './exercise.entity.js';

@Entity({ name: 'workout_units' })
export class WorkoutUnitEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'sort_order', type: 'integer', unique: true })
  order!: number;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'integer' })
  duration!: number;

  /** The challenge day (1-28) this unit is done on. */
  @Column({ type: 'integer', unique: true })
  day!: number;

  @Column({ type: 'integer' })
  week!: number;

  @Column({ name: 'is_rest_day', type: 'boolean', default: false })
  isRestDay!: boolean;

  @OneToMany(() => ExerciseEntity, (exercise) => exercise.unit)
  exercises!: ExerciseEntity[];
}
