// Public surface of the plans feature (choosing a plan; paid checkout arrives later).
export { useChoosePlan } from './data/use-choose-plan';
