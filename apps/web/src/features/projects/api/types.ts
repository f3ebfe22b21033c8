/** The wire shapes come from the domain (docs/api/projects.md). */
export type {
  ActivityDto,
  FileDto,
  MagicLinkDto,
  ProjectCustomerDto,
  ProjectDto,
  ProjectListItemDto,
  ProjectPaymentDto,
  SendAccessDto,
  StageDto,
} from '@trato/domain/projects/dto';
