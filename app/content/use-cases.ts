import type { UseCaseGroup } from "./types";
import { sapGroup } from "./use-cases/sap";
import { securityGroup } from "./use-cases/security";
import { softwareGroup } from "./use-cases/software";

/** The three use-case groups, in the spec's order (6, 3 and 4 items). */
export const useCaseGroups: UseCaseGroup[] = [softwareGroup, sapGroup, securityGroup];
