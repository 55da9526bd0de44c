-- Sellers who entered LINE Pay keys before applications existed keep them: each gets an
-- approved application (business details to be filled in by the platform if ever needed).
INSERT INTO "line_pay_applications"
  ("seller_id", "status", "business_name", "tax_id", "contact_name", "contact_phone",
   "contact_email", "submitted_at", "decided_at")
SELECT c."seller_id", 'APPROVED', s."display_name", '', '', '', '', c."updated_at", c."updated_at"
FROM "seller_line_pay_channels" c
JOIN "sellers" s ON s."id" = c."seller_id"
ON CONFLICT ("seller_id") DO NOTHING;
--> statement-breakpoint
ALTER TABLE "line_pay_applications" ADD CONSTRAINT "line_pay_applications_status_check"
  CHECK ("status" IN ('SUBMITTED', 'APPROVED', 'REJECTED'));
