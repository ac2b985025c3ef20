// Back-office fund page content (docs/admin.md 'The fund page'): read and save the overview, team and FAQ, and upload
// a team member's photo. Admins only, acting as themselves.
import type { FastifyError, FastifyInstance } from 'fastify';
import { type FundPageInput, TEAM_PHOTO_MAX_BYTES, type TeamPhotoUpload } from '../../../../shared/api/fund-page';
import { FUND_PAGE_LIMITS } from '../../../../shared/schemas/admin/fund-page.schema';
import { objectSchema, uuidSchema } from '../../../schema-parts';
import { requireAdmin } from '../../auth-and-accounts/public-api';
import type { AdminDeps } from '../admin-deps';
import { type SlugParams, slugParamsSchema } from '../admin-route-parts';
import { adminFundPageAnswer } from './admin-fund-answers';
import { getFundPage, PHOTO_TOO_LARGE, saveFundPage, saveTeamPhoto } from './fund-page-admin';

/** Shapes and types only; the limits and messages are the shared schema's (a little room for its own messages). */
const markdown = (max: number) => ({ type: 'string', maxLength: max * 2 }) as const;

const fundPageBodySchema = objectSchema(
  {
    overviewMarkdown: markdown(FUND_PAGE_LIMITS.overview),
    team: {
      type: 'array',
      maxItems: FUND_PAGE_LIMITS.teamMembers * 2,
      items: objectSchema(
        {
          id: { anyOf: [uuidSchema, { type: 'null' }] },
          name: markdown(FUND_PAGE_LIMITS.name),
          role: markdown(FUND_PAGE_LIMITS.role),
          bioMarkdown: markdown(FUND_PAGE_LIMITS.bio),
        },
        ['id', 'name', 'role', 'bioMarkdown'],
      ),
    },
    faq: {
      type: 'array',
      maxItems: FUND_PAGE_LIMITS.faqEntries * 2,
      items: objectSchema(
        { question: markdown(FUND_PAGE_LIMITS.question), answerMarkdown: markdown(FUND_PAGE_LIMITS.answer) },
        ['question', 'answerMarkdown'],
      ),
    },
  },
  ['overviewMarkdown', 'team', 'faq'],
);

const memberParamsSchema = objectSchema({ ...slugParamsSchema.properties, memberId: uuidSchema }, ['slug', 'memberId']);
type MemberParams = SlugParams & { memberId: string };

/** One photo in base64 (4/3 of its bytes) and its name: a larger body is refused before it is read. */
const PHOTO_BODY_LIMIT_BYTES = Math.ceil(TEAM_PHOTO_MAX_BYTES / 3) * 4 + 16 * 1024;
/** The whole page's texts at their limits, in characters of up to four bytes. */
const PAGE_BODY_LIMIT_BYTES = 256 * 1024;

export const adminFundPageRoutes = async (app: FastifyInstance, { deps }: { deps: AdminDeps }): Promise<void> => {
  // Within this plugin only: a body over the limit is a photo that is too large, said so.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
    return reply.status(413).send({ message: PHOTO_TOO_LARGE });
  });

  app.get<{ Params: SlugParams }>(
    '/api/admin/funds/:slug/page',
    { schema: { params: slugParamsSchema, response: { 200: adminFundPageAnswer } } },
    (request) => {
      requireAdmin(request);
      return getFundPage(deps, request.params.slug);
    },
  );

  app.post<{ Params: SlugParams; Body: FundPageInput }>(
    '/api/admin/funds/:slug/page',
    {
      bodyLimit: PAGE_BODY_LIMIT_BYTES,
      schema: { params: slugParamsSchema, body: fundPageBodySchema, response: { 200: adminFundPageAnswer } },
    },
    (request) => {
      const auth = requireAdmin(request);
      return saveFundPage(deps, auth.user.id, request.params.slug, request.body);
    },
  );

  app.post<{ Params: MemberParams; Body: TeamPhotoUpload }>(
    '/api/admin/funds/:slug/team/:memberId/photo',
    {
      bodyLimit: PHOTO_BODY_LIMIT_BYTES,
      schema: {
        params: memberParamsSchema,
        body: objectSchema({ fileName: { type: 'string', maxLength: 1000 }, dataBase64: { type: 'string' } }, [
          'fileName',
          'dataBase64',
        ]),
        response: { 200: adminFundPageAnswer },
      },
    },
    (request) => {
      const auth = requireAdmin(request);
      const { slug, memberId } = request.params;
      return saveTeamPhoto(deps, auth.user.id, { slug, memberId: memberId.toLowerCase() }, request.body);
    },
  );
};
