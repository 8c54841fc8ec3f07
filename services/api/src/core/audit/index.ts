export { AUDIT_ACTIONS } from './actions';
export type { AuditAction, AuditActorKind, AuditDoor } from './actions';
export { assertNoPersonalData, audit, auditOperator, auditPlayer } from './audit';
export type { AuditDetail, AuditEvent, BackOffice } from './audit';
export { describeAuditProblem, verifyAuditChain } from './chain';
export type { AuditProblem, AuditProblemKind, AuditVerification } from './chain';
