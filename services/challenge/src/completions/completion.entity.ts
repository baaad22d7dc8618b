import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A member marked an exercise done within one enrolment. */
@Entity({ name: 'completions' })
export class CompletionEntity {
  @PrimaryColumn({ name: 'enrolment_id', type: 'uuid' })
  enrolmentId!: string;

  @PrimaryColumn({ name: 'exercise_id', type: 'integer' })
  exerciseId!: number;

  @Column({ name: 'unit_id', type: 'integer' })
  unitId!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @CreateDateColumn({ name: 'completed_at', type: 'timestamptz' })
  completedAt!: Date;
}
