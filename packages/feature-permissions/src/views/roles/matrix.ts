import { type RoleGrant, type RoleModule } from '@tessera/api-client';
import { roleModules } from '@tessera/api-client/roles';

export const accessKinds = ['read', 'write', 'create'] as const;
export type AccessKind = (typeof accessKinds)[number];

/** A role's matrix: for every module, whether it may read, write and create. */
export type Matrix = Record<RoleModule, Record<AccessKind, boolean>>;

export function emptyMatrix(): Matrix {
  return Object.fromEntries(
    roleModules.map((module) => [module, { read: false, write: false, create: false }]),
  ) as Matrix;
}

/** The server's grants as a full matrix (a module it leaves out is granted nothing). */
export function matrixFromGrants(grants: readonly RoleGrant[]): Matrix {
  const matrix = emptyMatrix();
  for (const { module, read, write, create } of grants) matrix[module] = { read, write, create };
  return matrix;
}

/** The matrix as the contract sends it: one grant per module, in display order. */
export function grantsFromMatrix(matrix: Matrix): RoleGrant[] {
  return roleModules.map((module) => ({ module, ...matrix[module] }));
}

/** How much of the matrix is ticked: drives the "Select all" box (checked, indeterminate). */
export function matrixSelection(matrix: Matrix): 'all' | 'some' | 'none' {
  const boxes = roleModules.flatMap((module) => accessKinds.map((kind) => matrix[module][kind]));
  if (boxes.every(Boolean)) return 'all';
  return boxes.some(Boolean) ? 'some' : 'none';
}

export function fillMatrix(value: boolean): Matrix {
  return Object.fromEntries(
    roleModules.map((module) => [module, { read: value, write: value, create: value }]),
  ) as Matrix;
}

export function toggleAccess(
  matrix: Matrix,
  module: RoleModule,
  kind: AccessKind,
  value: boolean,
): Matrix {
  return { ...matrix, [module]: { ...matrix[module], [kind]: value } };
}
