import type { NutritionPlan } from '@reto/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'nutrition_plans' })
export class NutritionPlanEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ type: 'jsonb' })
  input!: object;

  /** The purchase a visitor's plan was kept for (the SHA-256 of its checkout proof): once each. */
  @Column({ name: 'purchase_key', type: 'char', length: 64, nullable: true })
  purchaseKey!: string | null;

  @Column({ type: 'jsonb' })
  plan!: NutritionPlan;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
