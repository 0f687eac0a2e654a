-- Reserved for the back office; replaced by its statements.
select 1;
