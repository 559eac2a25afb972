export { flushOutbox, onOutboxChange, outboxItems, putInOutbox, registerOutboxSender, startOutbox, type OutboxItem, type OutboxSender, type SendResult } from './outbox';
