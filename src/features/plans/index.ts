// Public surface of the plans feature: choosing a plan on /pricing and how plan end dates read.
// Its pages (test checkout, payment success and cancelled) are lazy-loaded by path in the router.
export { useChoosePlan } from './data/use-choose-plan';
export { formatPlanDate, planBadgeText } from './lib/plan-dates';
