-- An analysis is stored once, in its proof (ADR 0025): `proofs.proof` is {analysis, proof},
-- the whole analysis, so new rows leave `analyses.result` null and are read from their proof.
-- Rows stored before keep their `result`; a row has one or the other.
alter table analyses alter column result drop not null;
alter table analyses add constraint analyses_result_or_proof check (result is not null or proof_id is not null);
